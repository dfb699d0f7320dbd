import { createRoot } from 'react-dom/client';
import { StandaloneHost } from './dev/standalone-host';

// Runs only when this bundle is opened on its own (npm run dev); the shell loads the exposed pages instead.
createRoot(document.getElementById('root')!).render(<StandaloneHost />);
