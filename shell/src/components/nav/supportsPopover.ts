/** Whether this browser opens a popover from its button (Popover API: Chromium 114, Safari 17, Firefox 125). */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';
}
