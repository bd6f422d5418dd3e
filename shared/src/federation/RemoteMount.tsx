import { Suspense, useEffect, type ReactNode } from 'react';
import type { ExposedModule, PropsOf } from '../contracts/index.ts';
import { PreparedOnServer } from '../ssr/PreparedOnServer.tsx';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteLoading } from './RemoteLoading.tsx';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';
import type { RemoteKey } from './remotes.ts';
import { useRemoteStatusStore } from './remoteStatusStore.ts';
import { reportRemoteLoad } from './reportRemoteError.ts';
import { useRemoteModule } from './useRemoteModule.ts';

export interface RemoteMountProps<P extends object> {
  /** Which remote, as keyed in the runtime config: 'reader' | 'live' | 'editor' | 'admin'. */
  remote: RemoteKey;
  /** Exposed module name without './', e.g. 'HomePage'. */
  module: string;
  /** Props passed to the remote component. */
  props?: P;
  /** Shown while the remote downloads (default: a small "Loading…" status). */
  fallback?: ReactNode;
  /** Replaces the default "unavailable" box; receives the retry callback. */
  renderError?: (retry: () => void) => ReactNode;
}

function defaultError(retry: () => void): ReactNode {
  return <RemoteUnavailable onRetry={retry} />;
}

/**
 * Marks the remote ready once its area has committed: on a server-rendered page, when its buttons
 * and links answer (hydrated), not merely when its code has arrived. Renders nothing.
 */
function AreaCommitted({ remote }: { remote: RemoteKey }) {
  useEffect(() => {
    useRemoteStatusStore.getState().setStatus(remote, 'ready');
    // The health tab's denominator: this page loaded the remote (once a page, sampled; decision 216).
    reportRemoteLoad(remote);
  }, [remote]);
  return null;
}

function RemoteArea<P extends object>({ remote, module, props, fallback, renderError }: RemoteMountProps<P>) {
  const { Component, reload } = useRemoteModule<P>(remote, module);
  const label = `${remote}/${module}`;
  // display: contents keeps the wrapper out of layout; the attribute marks the area for
  // debugging and for the e2e suite.
  return (
    <div data-remote-module={label} style={{ display: 'contents' }}>
      <RemoteErrorBoundary
        label={label}
        source={{ remote, module }}
        onRetry={reload}
        renderError={renderError ?? defaultError}
      >
        <Suspense fallback={fallback ?? <RemoteLoading />}>
          {/* On the server: module and data first (the browser skips this). */}
          <PreparedOnServer remote={remote} module={module} props={props ?? {}}>
            <Component {...((props ?? {}) as P)} />
            <AreaCommitted remote={remote} />
          </PreparedOnServer>
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

/** Props may be left out only when the module's contract makes them all optional. */
type ContractPropsField<P> = Record<never, never> extends P ? { props?: P } : { props: P };

/**
 * RemoteMount's props, checked against the remote's contract (shared/src/contracts): the module
 * must be one the remote exposes and the props those its component takes, or tsc fails.
 */
export type ContractMountProps<R extends RemoteKey, M extends ExposedModule<R>> = Omit<
  RemoteMountProps<PropsOf<R, M>>,
  'remote' | 'module' | 'props'
> & { remote: R; module: M } & ContractPropsField<PropsOf<R, M>>;

/**
 * Mounts one exposed module of a remote, loaded on first render, behind its own Suspense and error
 * boundary: if the remote is down or throws, only this area shows a message with a Retry button,
 * and Retry reloads only this remote (no page reload). Usable by the shell and by remotes alike.
 */
export function RemoteMount<R extends RemoteKey, M extends ExposedModule<R>>(props: ContractMountProps<R, M>) {
  // A different module is a different area: remount so its state and errors start fresh.
  return <RemoteArea key={`${props.remote}/${props.module}`} {...(props as RemoteMountProps<PropsOf<R, M>>)} />;
}
