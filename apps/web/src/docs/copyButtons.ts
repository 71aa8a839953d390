import type { Strings } from './i18n';

async function copyText(text: string) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  // Served over plain HTTP on another host there is no Clipboard API: copy through a selection instead.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copying was refused');
}

/** Puts a copy button on every code block of the page body (with JavaScript only, as only then can it copy). */
export function addCopyButtons(root: HTMLElement, t: Strings) {
  for (const pre of root.querySelectorAll('pre')) {
    if (pre.parentElement?.classList.contains('code-block')) continue;
    const wrapper = document.createElement('div');
    wrapper.className = 'code-block';
    pre.replaceWith(wrapper);
    wrapper.append(pre);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-code';
    button.textContent = t.copy;
    button.title = t.copyCode;
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      copyText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '').then(
        () => {
          button.textContent = t.copied;
          clearTimeout(reset);
          reset = setTimeout(() => {
            button.textContent = t.copy;
          }, 2000);
        },
        (error: unknown) => console.warn('Copying the code failed:', error),
      );
    });
    wrapper.append(button);
  }
}
