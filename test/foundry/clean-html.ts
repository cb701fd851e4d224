/**
 * foundry.utils.cleanHTML (foundryvtt.com/api/v14/functions/foundry.utils.cleanHTML.html): "Clean a provided HTML
 * fragment, closing unbalanced tags and stripping some undesirable properties". The stand-in parses the fragment
 * (which closes unbalanced tags) and strips what lets markup run code: script elements and event-handler (`on…`)
 * attributes (foundryvtt#12356: tooltips are cleaned with it so that their text cannot run code). It needs a DOM.
 */
export function cleanHTML(raw: string): string {
  const template = document.createElement("template");
  template.innerHTML = raw;
  for (const script of template.content.querySelectorAll("script")) script.remove();
  for (const element of template.content.querySelectorAll("*")) {
    for (const { name } of [...element.attributes]) if (name.toLowerCase().startsWith("on")) element.removeAttribute(name);
  }
  return template.innerHTML;
}
