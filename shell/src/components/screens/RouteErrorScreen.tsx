import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Screen } from './RouteErrorScreen.styles.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** An unexpected routing error shows a screen titled "Unexpected Application Error!". */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('[shell] routing error', error);
  return (
    <Screen>
      <h1>Unexpected Application Error!</h1>
      <pre>{describe(error)}</pre>
      <p>
        <Link to="/" reloadDocument>
          Return to Home
        </Link>
      </p>
    </Screen>
  );
}
