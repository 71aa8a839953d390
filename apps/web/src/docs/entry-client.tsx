import { hydrateRoot } from 'react-dom/client';
import { Root } from './Root';
import { syncPreferredVersion } from './storage';
import type { PageData } from './types';

// The page data travels without its HTML body, which is already in the document: no need to send it twice.
const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as Omit<PageData, 'html'>;
const html = document.getElementById('page-html')?.innerHTML ?? '';
syncPreferredVersion();
hydrateRoot(document.getElementById('root')!, <Root initialPage={{ ...data, html }} />);
