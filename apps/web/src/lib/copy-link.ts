import { MESSAGES } from '@pitchfit/contracts/messages';

/**
 * Copies a link and says so (SPEC: the Copy button alerts). Without clipboard access (an insecure
 * origin, or permission refused) it selects the element showing the link instead, and says that.
 */
export async function copyLink(link: string, shownIn: HTMLElement | null): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    window.alert(MESSAGES.linkCopied);
  } catch {
    if (!shownIn) return;
    const range = document.createRange();
    range.selectNodeContents(shownIn);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    window.alert('The link could not be copied automatically. It is selected: copy it with Ctrl+C or ⌘C.');
  }
}
