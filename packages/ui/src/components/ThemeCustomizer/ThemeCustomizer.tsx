import { useState } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { skins } from '../../theme/tokens';
import {
  contentWidths,
  defaultLocale,
  footerTypes,
  menuLayouts,
  navbarColors,
  navbarTypes,
  rightToLeftLocale,
  transitions,
  type LayoutSettings,
} from '../../theme/layoutSettings';
import { useLayoutSettings } from '../../theme/ThemeProvider';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { DialogPanel } from '../Dialog';
import { Radio, RadioGroup } from '../Radio';
import { Select } from '../Select';
import { Switch } from '../Switch';
import * as styles from './ThemeCustomizer.css';

const titleCase = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

export interface ThemeCustomizerPanelProps {
  /** Defaults to the surrounding ThemeProvider. */
  settings?: LayoutSettings;
  onChange?: (patch: Partial<LayoutSettings>) => void;
  onReset?: () => void;
  /** Suffix for group names when several panels share a page (stories). */
  idSuffix?: string;
}

/** Every layout setting of spec 000 section 4 as a form; changes apply at once. */
export function ThemeCustomizerPanel({
  settings: given,
  onChange,
  onReset,
  idSuffix = '',
}: ThemeCustomizerPanelProps) {
  const context = useLayoutSettings();
  const settings = given ?? context.settings;
  const update = onChange ?? context.updateSettings;
  const reset = onReset ?? context.resetSettings;
  const name = (label: string) => (idSuffix ? `${label} (${idSuffix})` : label);

  const radios = <K extends keyof LayoutSettings>(key: K, label: string, options: readonly string[]) => (
    <RadioGroup
      label={name(label)}
      value={String(settings[key])}
      onChange={(value) => update({ [key]: value } as Partial<LayoutSettings>)}
    >
      {options.map((option) => (
        <Radio key={option} value={option}>
          {titleCase(option)}
        </Radio>
      ))}
    </RadioGroup>
  );

  return (
    <div className={styles.panel}>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>Theming</h3>
        {radios('skin', 'Skin', skins)}
        {radios('contentWidth', 'Content width', contentWidths)}
        <Switch
          isSelected={settings.direction === 'rtl'}
          // RTL reads the page in a right-to-left locale; the direction follows from it.
          onChange={(on) => update({ locale: on ? rightToLeftLocale : defaultLocale })}
        >
          {name('RTL')}
        </Switch>
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>Menu</h3>
        {radios('menuLayout', 'Menu layout', menuLayouts)}
        <div className={styles.toggles}>
          <Switch isSelected={settings.menuCollapsed} onChange={(on) => update({ menuCollapsed: on })}>
            {name('Menu collapsed')}
          </Switch>
          <Switch isSelected={settings.menuHidden} onChange={(on) => update({ menuHidden: on })}>
            {name('Menu hidden')}
          </Switch>
        </div>
      </section>
      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>Navbar and footer</h3>
        {radios('navbarType', 'Navbar type', navbarTypes)}
        <Select
          label={name('Navbar colour')}
          options={navbarColors.map((c) => ({ id: c, label: titleCase(c) }))}
          selectedKey={settings.navbarColor}
          onSelectionChange={(key) =>
            key !== null && update({ navbarColor: key as LayoutSettings['navbarColor'] })
          }
        />
        {radios('footerType', 'Footer type', footerTypes)}
        <Select
          label={name('Router transition')}
          options={transitions.map((t) => ({ id: t, label: titleCase(t) }))}
          selectedKey={settings.transition}
          onSelectionChange={(key) =>
            key !== null && update({ transition: key as LayoutSettings['transition'] })
          }
        />
      </section>
      <Button variant="outline" tone="neutral" onPress={reset}>
        Reset to defaults
      </Button>
    </div>
  );
}

export interface ThemeCustomizerProps {
  /** Accessible name of the floating button and title of the drawer. */
  label?: string;
  defaultOpen?: boolean;
}

/** A floating settings button that opens the customizer in a side drawer (inline end). */
export function ThemeCustomizer({ label = 'Theme Customizer', defaultOpen = false }: ThemeCustomizerProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button className={styles.trigger} aria-label={label} onPress={() => setOpen(true)}>
        <Icon name="settings" />
      </Button>
      <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <DialogPanel title={label}>
            <ThemeCustomizerPanel />
          </DialogPanel>
        </Modal>
      </ModalOverlay>
    </>
  );
}
