// New Reddit's comment composer: <shreddit-composer> mounted on click, its body a Lexical rich-text editor.
import { $createParagraphNode, $getRoot, COMMAND_PRIORITY_HIGH, KEY_ENTER_COMMAND, createEditor } from "lexical";
import { HeadingNode, QuoteNode, registerRichText } from "@lexical/rich-text";

class ShredditComposer extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: "open" }).innerHTML = `<style>
        .box { border: 1px solid #ccc; border-radius: 18px; padding: 4px; }
        .buttons { display: flex; justify-content: flex-end; padding: 6px; }
      </style><div class="box"><slot name="rte"></slot><div class="buttons"><slot name="submit-button"></slot></div></div>`;
  }
}
customElements.define("shreddit-composer", ShredditComposer);

function mount(host) {
  const form = document.createElement("form");
  form.id = "comment-form";
  const composer = document.createElement("shreddit-composer");
  composer.setAttribute("name", "comment");
  const body = document.createElement("div");
  body.className = "rte";
  body.slot = "rte";
  body.contentEditable = "true";
  body.setAttribute("role", "textbox");
  body.setAttribute("aria-label", "Comment body");
  const button = document.createElement("button");
  button.slot = "submit-button";
  button.type = "submit";
  button.textContent = "Comment";
  composer.append(body, button);
  form.append(composer);
  host.replaceChildren(form);

  const editor = createEditor({ namespace: "reddit-comment", nodes: [HeadingNode, QuoteNode], onError: (e) => { throw e; } });
  editor.setRootElement(body);
  registerRichText(editor);
  editor.registerCommand(KEY_ENTER_COMMAND, (event) => {
    if (!event || !(event.ctrlKey || event.metaKey)) return false;
    event.preventDefault();
    form.requestSubmit();
    return true;
  }, COMMAND_PRIORITY_HIGH);
  const text = () => editor.getEditorState().read(() => $getRoot().getTextContent());
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const body = text();
    if (!body.trim()) return;
    window.recordSubmission({ via: e.submitter ? "button" : "keys", text: body });
    editor.update(() => $getRoot().clear().append($createParagraphNode()));
  });
  window.__editorText = text;
  body.focus();
}

const host = document.querySelector("comment-composer-host");
host.querySelector(".trigger").addEventListener("click", () => mount(host), { once: true });
