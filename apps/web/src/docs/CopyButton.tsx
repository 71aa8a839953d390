import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const labels: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Copy failed' };

export function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <button type="button" className="copy-button" onClick={copy} aria-live="polite">
      {labels[state]}
    </button>
  );
}
