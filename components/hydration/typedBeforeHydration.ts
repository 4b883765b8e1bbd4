/** A field the shopper can type into or tick; its value or state is kept over hydration. */
type TypedField = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (field: TypedField) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The field's value as typed (or its ticked state), and as the server's HTML had it. */
const currentOf = (field: TypedField) =>
  isToggle(field) ? String((field as HTMLInputElement).checked) : field.value;
const serverOf = (field: TypedField) =>
  isToggle(field) ? String((field as HTMLInputElement).defaultChecked) : field.defaultValue;

/**
 * What the shopper typed or ticked in server HTML before it hydrated (the page, or a part
 * hydrated later): React sets a controlled field to its state as it hydrates it, and the
 * text was gone. Called before hydration, it keeps every field of `section` that differs
 * from the server's HTML, and every later change until `restore`. `restore`, once
 * hydrated, types each again as the shopper would (an input event, or a click for a box),
 * so the form's state has it too. `stop` ends the listening.
 */
export function typedBeforeHydration(section: HTMLElement) {
  const typed = new Map<TypedField, string>();
  const keep = (field: TypedField) => {
    if (currentOf(field) !== serverOf(field)) typed.set(field, currentOf(field));
  };
  for (const field of section.querySelectorAll<TypedField>('input, textarea')) keep(field);
  // On the window, ahead of React's own listener: React stops a key or input event whose
  // target waits to hydrate from reaching the page's other listeners.
  const view = section.ownerDocument.defaultView;
  const onChange = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (section.contains(field)) keep(field);
  };
  view?.addEventListener('input', onChange, true);
  view?.addEventListener('change', onChange, true);
  const stop = () => {
    view?.removeEventListener('input', onChange, true);
    view?.removeEventListener('change', onChange, true);
  };
  const restore = () => {
    stop();
    for (const [field, value] of typed) {
      if (!field.isConnected || field.disabled) continue;
      // React tells a change from what it last saw set through the field's own setter: set
      // that to something else, then the value through the element's setter, and the event
      // React listens to for the field is a change to the typed value.
      if (isToggle(field)) {
        (field as HTMLInputElement).checked = value !== 'true';
        field.click();
        continue;
      }
      field.value = value === '' ? ' ' : '';
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  return { stop, restore };
}
