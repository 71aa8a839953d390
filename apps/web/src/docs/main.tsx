import { createRoot } from 'react-dom/client';
import { CopyButton } from './CopyButton';

// The page's content is static HTML (it reads with JavaScript off); React only adds copy buttons to code blocks.
// The clipboard API exists only in secure contexts (https, localhost), so without it the page stays as it is.
if (navigator.clipboard) {
  for (const pre of document.querySelectorAll('main pre')) {
    const slot = document.createElement('div');
    slot.className = 'copy-slot';
    pre.append(slot);
    createRoot(slot).render(<CopyButton text={pre.querySelector('code')?.textContent ?? ''} />);
  }
}
