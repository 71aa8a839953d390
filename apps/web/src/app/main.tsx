import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsolePage } from './ConsolePage';

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element');

createRoot(root).render(
  <StrictMode>
    <ConsolePage />
  </StrictMode>,
);
