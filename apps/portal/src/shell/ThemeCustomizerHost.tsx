import { useTranslation } from 'react-i18next';
import { ThemeCustomizer } from '@talent/ui';

/** The theme customizer (gear and panel), its own chunk: it loads after the page has rendered. */
export default function ThemeCustomizerHost() {
  const { t } = useTranslation();
  return <ThemeCustomizer label={t('Theme Customizer')} />;
}
