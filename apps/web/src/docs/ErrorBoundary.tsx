import { Component, type ReactNode, useEffect } from 'react';
import type { Strings } from './i18n';

interface Props {
  t: Strings;
  /** A new key (another page, fresh data) clears the error. */
  resetKey: unknown;
  onTryAgain?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches a crash while rendering a page and shows it instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => {
      this.setState({ error: null });
      this.props.onTryAgain?.();
    };
    return <CrashScreen error={error} t={this.props.t} onTryAgain={tryAgain} />;
  }
}

function causeChain(error: Error): unknown[] {
  const chain: unknown[] = [];
  for (let cause: unknown = error.cause; cause !== undefined; cause = cause instanceof Error ? cause.cause : undefined)
    chain.push(cause);
  return chain;
}

function CrashScreen({ error, t, onTryAgain }: { error: Error; t: Strings; onTryAgain: () => void }) {
  useEffect(() => {
    document.title = t.crashTabTitle;
  }, [t]);
  return (
    <div className="crash" role="alert">
      <h1>{t.crashTitle}</h1>
      <button type="button" onClick={onTryAgain}>
        {t.tryAgain}
      </button>
      <p className="crash-message">{error.message}</p>
      {causeChain(error).map((cause, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the chain is fixed for one error
        <p className="crash-cause" key={index}>
          {t.cause}: {cause instanceof Error ? cause.message : String(cause)}
        </p>
      ))}
    </div>
  );
}
