import { getErrorMessage } from '../lib/error-messages';
import { secondaryButton } from './button-styles';
import { lazyComponent } from './lazy-component';
import type { TLoadFailureProps } from './load-failure-screen';

// The error screen of the listing and problem pages is rare, so it is fetched when a page fails,
// not with every page (issue 51: the problem route's JavaScript budget). Until it is in, or while
// the connection that failed stays down, the failure and 'Coba Lagi' stand in; it comes in once
// the line is back.
const screen = lazyComponent(async () => (await import('./load-failure-screen')).LoadFailureScreen);

export function LoadFailure(props: TLoadFailureProps) {
  const retry = (
    <section role="alert" className="px-4 py-16 text-center">
      <p className="mb-6 font-semibold text-red-700">{getErrorMessage(props.error)}</p>
      <button type="button" className={secondaryButton} onClick={props.onRetry}>
        Coba Lagi
      </button>
    </section>
  );
  return <screen.WhenLoaded {...props} fallback={retry} />;
}
