import { Link } from 'react-router-dom';
import { Nav } from './Breadcrumb.styles.ts';

/** Home > category. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </Nav>
  );
}
