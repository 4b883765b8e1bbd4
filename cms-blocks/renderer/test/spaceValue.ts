/** A space token's value as the browser resolves it for a margin (inside `element`'s theme). */
export function spaceValue(element: Element, token: string): string {
  const probe = document.createElement('div');
  probe.style.marginBottom = token;
  element.appendChild(probe);
  const value = getComputedStyle(probe).marginBottom;
  probe.remove();
  return value;
}
