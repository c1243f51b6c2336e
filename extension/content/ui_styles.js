// Styles of LookTwice's own UI, highlights included: all inside its closed shadow root, none in the page.
(() => {
  const LT = (globalThis.LookTwice ??= {});

  const UI_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.layer { position: fixed; inset: 0 auto auto 0; width: 0; height: 0; z-index: 2147483646;
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2937; }
button { font: inherit; cursor: pointer; border-radius: 6px; border: 1px solid #d1d5db; background: #fff;
  color: #1f2937; padding: 4px 10px; }
button:hover { background: #f3f4f6; }
button:focus-visible, [tabindex]:focus-visible { outline: 2px solid #4f46e5; outline-offset: 1px; }
button.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
button.primary:hover { background: #4338ca; }
button.link { border: none; background: none; color: #4f46e5; padding: 4px 2px; text-decoration: underline; }
.mirror { position: fixed; overflow: hidden; pointer-events: none; color: transparent !important;
  border-color: transparent !important; background: transparent !important; white-space: pre-wrap;
  overflow-wrap: break-word; word-wrap: break-word; margin: 0; }
.mirror mark { color: transparent; border-radius: 2px; background: rgba(234, 88, 12, 0.22);
  text-decoration: underline wavy #ea580c; text-decoration-thickness: 1.5px; }
.mirror mark.medium { background: rgba(202, 138, 4, 0.20); text-decoration-color: #ca8a04; }
.mirror mark.low { background: rgba(37, 99, 235, 0.14); text-decoration: underline dotted #2563eb; }
.mirror mark.focus { background: rgba(234, 88, 12, 0.40); }
.box { position: fixed; pointer-events: none; border-radius: 2px; background: rgba(234, 88, 12, 0.22);
  border-bottom: 2px solid #ea580c; }
.box.medium { background: rgba(202, 138, 4, 0.20); border-bottom-color: #ca8a04; }
.box.low { background: rgba(37, 99, 235, 0.14); border-bottom: 2px dotted #2563eb; }
.box.focus { background: rgba(234, 88, 12, 0.40); }
.pill { position: fixed; display: flex; gap: 4px; align-items: center; padding: 2px 3px 2px 8px;
  border-radius: 999px; background: #fff; border: 1px solid #e5e7eb; box-shadow: 0 1px 4px rgba(0,0,0,.12);
  font-size: 12px; white-space: nowrap; }
.pill .count { font-weight: 600; }
.pill.clean .count { color: #15803d; }
.pill.found .count { color: #c2410c; }
.pill button { padding: 1px 8px; border-radius: 999px; font-size: 12px; }
.card, .panel { position: fixed; width: 340px; background: #fff; border: 1px solid #e5e7eb; border-radius: 10px;
  box-shadow: 0 8px 24px rgba(0,0,0,.18); padding: 12px; }
.chips { display: flex; gap: 6px; margin-bottom: 8px; align-items: center; }
.chip { font-size: 11px; padding: 1px 8px; border-radius: 999px; background: #eef2ff; color: #3730a3; }
.chip.high { background: #ffedd5; color: #9a3412; }
.chip.medium { background: #fef9c3; color: #854d0e; }
.chip.low { background: #dbeafe; color: #1e40af; }
.chip.source { background: #f3f4f6; color: #4b5563; }
.change { font-size: 14px; margin: 4px 0 6px; overflow-wrap: anywhere; }
.change del { color: #b91c1c; text-decoration: line-through; }
.change ins { color: #15803d; text-decoration: none; font-weight: 600; }
.change ins.empty { color: #6b7280; font-style: italic; font-weight: normal; }
.reason { color: #4b5563; margin-bottom: 10px; }
.subject { color: #6b7280; font-size: 12px; margin: -6px 0 10px; }
.actions { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
.panel h2 { font-size: 14px; margin: 0 0 4px; }
.panel p.sub { margin: 0 0 8px; color: #4b5563; }
.panel ul { list-style: none; margin: 0 0 10px; padding: 0; max-height: 260px; overflow: auto; }
.panel li { padding: 6px 4px; border-top: 1px solid #f3f4f6; }
.panel li:focus { background: #eef2ff; outline: none; }
.panel li .change { font-size: 13px; margin: 0 0 4px; }
.panel li .row { display: flex; gap: 6px; align-items: center; }
.panel li .row .chip { margin-right: auto; }
.panel li button { padding: 1px 8px; font-size: 12px; }
.panel .footer { display: flex; gap: 6px; justify-content: flex-end; flex-wrap: wrap; }
.panel.review, .panel.unavailable { width: 380px; border-top: 4px solid #c2410c; }
.notice { position: fixed; max-width: 360px; padding: 10px 12px; border-radius: 8px; background: #fef2f2;
  border: 1px solid #fecaca; color: #7f1d1d; box-shadow: 0 4px 12px rgba(0,0,0,.12); }
.notice code { background: #fee2e2; padding: 0 4px; border-radius: 4px; }
.notice .actions { margin-top: 8px; }
.hidden { display: none !important; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

  LT.styles = Object.freeze({ UI_CSS });
})();
