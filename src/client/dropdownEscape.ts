// Escape closes an open navbar dropdown (the version menu) and returns focus to its button.
// Upstream DropdownNavbarItem opens and closes only with Enter or Space on the button and keeps
// its open state private, so Escape is forwarded to the button as the toggle key it listens to.
function closeOpenDropdown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !(document.activeElement instanceof HTMLElement)) return;
  const dropdown = document.activeElement.closest('.navbar .dropdown.dropdown--show');
  const button = dropdown?.querySelector<HTMLElement>(':scope > .navbar__link[aria-expanded="true"]');
  if (!button) return;
  event.preventDefault();
  button.focus();
  button.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}));
}

if (typeof document !== 'undefined') document.addEventListener('keydown', closeOpenDropdown);
