/** What each resource code opens, in words a team owner understands (the route table's groups). */
type Translate = (key: string) => string;

export function permissionLabel(t: Translate, code: string): string {
  const labels: Record<string, string> = {
    J: t('Job seeker pages'),
    F: t('Freelancer dashboard, work and profile'),
    RAE: t('Profile collection and upload'),
    RA: t('Marketplace, wallet and jobs'),
    RU: t('Checkout'),
    AF: t('User management'),
    RAEF: t('Projects and non-public profiles'),
    JF: t('Job seeker and freelancer pages'),
  };
  return labels[code] ?? code;
}
