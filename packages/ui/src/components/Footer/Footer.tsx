import * as styles from './Footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  brand: string;
  /** Defaults to the current year. */
  year?: number;
  links?: readonly FooterLink[];
  /** Accessible name of the links list. */
  linksLabel?: string;
}

/** The shell's footer content: copyright and a few links (placed inside AppShell's <footer>). */
export function Footer({
  brand,
  year = new Date().getFullYear(),
  links = [],
  linksLabel = 'Footer links',
}: FooterProps) {
  return (
    <div className={styles.footer}>
      <span>
        COPYRIGHT © {year} {brand}, All rights Reserved
      </span>
      {links.length ? (
        <ul className={styles.links} aria-label={linksLabel}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
