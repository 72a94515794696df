import { FORM_ALERT_CLASS } from "~/components/form/form-alert-class";

/**
 * The site's own newsletter form, sent in place: by the page script on a page without React, and
 * as the block's ref on a page with React. Without this the form is a plain POST to the newsletter
 * page. With it, the post goes through fetch to that same action, and the block takes
 * the answer page's own block: the thank-you, or the form with the action's messages (the schema's
 * words for a bad address, a refusal's), its ids renamed to this block's. No check runs in the
 * browser beyond the server's: one schema, one set of words.
 */
export function attachOwnFormInPlace(block: HTMLElement): () => void {
  const failedMessage = block.dataset.failedMessage ?? "";
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button?.disabled) return;
    if (button) button.disabled = true;
    const ownPrefix = idPrefixOf(form);
    const buttonLabel = button?.textContent;
    const source = form.querySelector<HTMLInputElement>("input[name=source]")?.value;
    void fetch(form.action, { method: "POST", body: new FormData(form), headers: { Accept: "text/html" } })
      .then((response) => response.text())
      .then((html) => {
        const answer = new DOMParser().parseFromString(html, "text/html").querySelector<HTMLElement>("[data-newsletter-own-form]");
        if (!answer) throw new Error("no answer block");
        const answerForm = answer.querySelector("form");
        if (answerForm && ownPrefix) renameIds(answer, idPrefixOf(answerForm), ownPrefix);
        block.replaceChildren(...document.adoptNode(answer).childNodes);
        // The answer is the newsletter page's own block: a form asked again keeps this one's button words.
        const answerButton = block.querySelector<HTMLButtonElement>("button[type=submit]");
        if (answerButton && buttonLabel) answerButton.textContent = buttonLabel;
        const sourceField = block.querySelector<HTMLInputElement>("input[name=source]");
        if (sourceField && source) sourceField.value = source;
        focusAnswer(block);
      })
      .catch(() => {
        if (button) button.disabled = false;
        showFailure(form, failedMessage);
      });
  };
  block.addEventListener("submit", onSubmit);
  // Until this is set (on a page with React, until the block's code has loaded) the form posts as it would without JavaScript.
  block.dataset.sendsInPlace = "";
  return () => {
    block.removeEventListener("submit", onSubmit);
    delete block.dataset.sendsInPlace;
  };
}

/** The prefix of the form's field ids: its address field is `<prefix>-email`. */
function idPrefixOf(form: Element): string | undefined {
  return form.querySelector<HTMLInputElement>("input[name=email]")?.id.replace(/-email$/, "");
}

function renameIds(root: Element, from: string | undefined, to: string) {
  if (!from || from === to) return;
  for (const element of root.querySelectorAll("[id], [for], [aria-describedby]")) {
    for (const name of ["id", "for", "aria-describedby"]) {
      const value = element.getAttribute(name);
      if (value?.startsWith(from)) element.setAttribute(name, to + value.slice(from.length));
    }
  }
}

/** The thank-you takes the focus; otherwise the first field the answer refused, or its alert is read out. */
function focusAnswer(block: HTMLElement) {
  const target = block.querySelector<HTMLElement>("p[tabindex='-1'], [aria-invalid=true]");
  target?.focus();
}

function showFailure(form: HTMLFormElement, message: string) {
  let alert = form.querySelector<HTMLElement>("[role=alert]");
  if (!alert) {
    alert = document.createElement("p");
    alert.setAttribute("role", "alert");
    alert.className = FORM_ALERT_CLASS;
    form.append(alert);
  }
  alert.textContent = message;
}
