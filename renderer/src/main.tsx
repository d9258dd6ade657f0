import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { ApiProvider } from './client/api-context.js';
import { pickClient } from './client/pick-client.js';
import { DreamProvider } from './dream/dream-store.js';
import './styles.css';

const client = pickClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ApiProvider client={client}>
      <DreamProvider>
        <App />
      </DreamProvider>
    </ApiProvider>
  </StrictMode>,
);
