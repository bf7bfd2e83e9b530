/**
 * What the sign-in entry gives its pages in place of react-router-dom (vite.signin.config.ts aliases the
 * package here): links and navigation are whole page loads, since the next page belongs to the full app.
 * Only what the sign-in pages use is here; the build fails on anything else they import.
 */
import type { AnchorHTMLAttributes } from 'react';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!replace || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        window.location.replace(to);
      }}
    >
      {children}
    </a>
  );
}

export interface NavigateOptions {
  replace?: boolean;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return navigate;
}

function navigate(to: string, options: NavigateOptions = {}): void {
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
