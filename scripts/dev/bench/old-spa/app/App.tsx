import { OLD_SPA_BASE } from '../config.ts';
import { Category } from './Category.tsx';
import { config } from './config.ts';
import { Home } from './Home.tsx';
import { ProductDetail } from './Product.tsx';

const NAV = [
  ['Home', '/'],
  ['Categories', '/Categories'],
  ['About', '/about'],
  ['Contact', '/contact'],
  ['Career', '/career'],
] as const;

/**
 * The shared layout and the screen of the address. The old site had a client-side router; a page is
 * opened here by a visitor arriving from outside, so matching the path once is all a router would do.
 */
export function App() {
  const path = window.location.pathname.slice(OLD_SPA_BASE.length) || '/';
  const [, kind = '', name = '', second = ''] = path.split('/');
  let screen;
  if (path === '/') screen = <Home />;
  else if (kind === 'product-details' && name) screen = <ProductDetail name={name} code={second} />;
  else if (kind === 'category' && name) screen = <Category name={name} value={second} />;
  else screen = <NotFound />;
  return (
    <>
      <header className="nav">
        <div className="container nav__inner">
          <a className="nav__logo" href="/">
            {config.brandName}
          </a>
          <nav aria-label="Main">
            <ul>
              {NAV.map(([label, href]) => (
                <li key={href}>
                  <a href={href}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main>{screen}</main>
      <footer className="footer">
        <div className="container">
          <p>
            © {config.brandName}, Indore. <a href="/terms">Terms and Conditions</a> ·{' '}
            <a href="/privacy">Privacy Policy</a>
          </p>
        </div>
      </footer>
    </>
  );
}

function NotFound() {
  return (
    <div className="container section">
      <h1>Unexpected Application Error!</h1>
      <p>404 Not Found</p>
    </div>
  );
}
