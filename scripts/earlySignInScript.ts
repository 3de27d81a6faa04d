/**
 * What makes the plain sign-in page (scripts/earlySignIn.ts) usable before the app is, and what
 * starts the app once the page has shown. It runs in the page, sent as source (self-contained),
 * from the page's head, before the form exists: its listeners sit on the document, so no press
 * can come before them, and act only inside the page's element, so they fall silent once the app
 * has removed it. A press of "Sign in" is only noted: the app's form, which takes the typed
 * values over, signs in with its own checks and messages (src/auth/earlySignIn.ts). So is a press
 * still held down: the app may take over between the button's press and its release, and the
 * release then lands on the app's button, which never saw the press.
 */
export function enhanceEarlySignIn(ids: {
  elementId: string;
  submittedFlag: string;
  pressedFlag: string;
  leavingFlag: string;
  languageCookie: string;
}) {
  const { app, preloads } = (document.currentScript as HTMLScriptElement).dataset;
  const inPage = (event: Event) => {
    const target = event.target as Element;
    return target.closest(`#${ids.elementId}`) ? target : undefined;
  };
  const early = (target: Element | undefined) =>
    target?.closest<HTMLElement>("[data-early]")?.dataset.early;

  document.addEventListener("submit", (event) => {
    const form = inPage(event) as HTMLFormElement | undefined;
    if (!form) return;
    event.preventDefault();
    form.dataset[ids.submittedFlag] = "true";
    form.querySelector("button[type=submit]")?.setAttribute("aria-busy", "true");
  });
  const pageForm = () => document.querySelector<HTMLFormElement>(`#${ids.elementId} form`);
  const pressing = (event: Event) => {
    const form = pageForm();
    if (form && inPage(event)?.closest("button[type=submit]"))
      form.dataset[ids.pressedFlag] = "true";
  };
  const released = () => {
    const form = pageForm();
    if (form) delete form.dataset[ids.pressedFlag];
  };
  document.addEventListener("pointerdown", pressing);
  document.addEventListener("pointerup", released);
  document.addEventListener("pointercancel", released);
  // Space presses a button, as in the app's rule (src/auth/earlySignIn.ts): other keys do not.
  document.addEventListener("keydown", (event) => {
    if (event.key === " ") pressing(event);
  });
  document.addEventListener("keyup", (event) => {
    if (event.key === " ") released();
  });

  document.addEventListener("change", (event) => {
    const target = inPage(event);
    if (early(target) !== "language") return;
    // As js-cookie writes it for the app (src/providers/i18n.ts): a year, the whole site.
    const language = (target as HTMLSelectElement).value;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API needs https, and a LAN install may run on plain http.
    document.cookie = `${ids.languageCookie}=${language}; max-age=31536000; path=/; samesite=strict`;
    const page = document.getElementById(ids.elementId);
    if (page) page.dataset[ids.leavingFlag] = "true";
    window.location.reload();
  });
  document.addEventListener("click", (event) => {
    const target = inPage(event);
    if (early(target) === "code") {
      const address = new URL(window.location.href);
      address.searchParams.set("method", "code");
      window.location.assign(address);
    }
    if (early(target) === "reveal") {
      const password = document.querySelector<HTMLInputElement>(
        `#${ids.elementId} [name=password]`,
      );
      if (password) password.type = password.type === "password" ? "text" : "password";
    }
  });

  const add = (tag: "link" | "script", attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    element.crossOrigin = "";
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  // The app loads as index.html loads it, one frame later: evaluating it is one long task, which
  // would otherwise hold the page's first frame. A task queued before a frame runs after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of (preloads ?? "").split(" ").filter(Boolean))
        add("link", { rel: "modulepreload", href });
      if (app) add("script", { type: "module", src: app });
    }),
  );
}
