/**
 * Puts a data element as the server writes it into the page (ADRs 0026, 0059), with its text
 * exactly as given.
 */
export function pageCarries(id: string, text: string): HTMLElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.body.append(element);
  return element;
}
