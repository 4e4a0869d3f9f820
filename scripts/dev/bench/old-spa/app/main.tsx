import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// The old site's entry: an empty #root in the HTML, everything rendered here once the bundle has run.
createRoot(document.getElementById('root')!).render(<App />);
