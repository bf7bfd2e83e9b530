import { useState, type FormEvent } from 'react';
import { useParams, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  Button,
  Card,
  Checkbox,
  Form,
  Select,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  showToast,
} from '@talent/ui';
import { swrFetcher } from '../../lib/api';
import { PageState } from '../../lib/LoadStates';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import { saveSection, useSavedSettings, type AccountSettings, type SectionKey } from './store';

const tabs: { id: string; label: string }[] = [
  { id: 'general', label: 'General' },
  { id: 'info', label: 'Info' },
  { id: 'social-links', label: 'Social links' },
  { id: 'connections', label: 'Connections' },
  { id: 'notifications', label: 'Notifications' },
];

const networks = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
const networkNames: Record<(typeof networks)[number], string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  google: 'Google',
  linkedIn: 'LinkedIn',
  instagram: 'Instagram',
  quora: 'Quora',
};
const notificationNames: Record<keyof AccountSettings['notification'], string> = {
  commentOnArticle: 'Someone comments on my article',
  answerOnForm: 'Someone answers on my form',
  followMe: 'Someone follows me',
  newAnnouncements: 'News and announcements',
  productUpdates: 'Monthly product updates',
  blogDigest: 'Weekly blog digest',
};
const countries = ['USA', 'UK', 'Canada', 'Germany', 'France', 'India', 'Australia'].map((c) => ({
  id: c,
  label: c,
}));

const USERNAME = /^[a-z0-9._]{3,20}$/i;

/**
 * Account settings (spec 001 section 3, `/account-setting/data`): general, info, social links, connections
 * and notification flags, each a form with its own save. The tab is in the address
 * (/pages/account-settings/:tab) so a link can open one.
 */
export default function AccountSettingsPage() {
  const { data, error, mutate } = useSWR<AccountSettings>(['/account-setting/data'], swrFetcher);
  const saved = useSavedSettings();
  const navigate = useNavigate();
  const wanted = useParams().tab;
  const tab = tabs.some((t) => t.id === wanted) ? wanted! : 'general';
  const settings = data ? { ...data, ...saved } : null;
  const save = <K extends SectionKey>(key: K, value: AccountSettings[K], what: string) => {
    saveSection(key, value);
    showToast({ title: `${what} saved`, description: 'Kept for this session of the demo.' });
  };
  return (
    <div className={pages.page}>
      <h1 className={pages.title}>Account settings</h1>
      {!settings ? (
        <PageState what="the account settings" error={error} onRetry={() => void mutate()} />
      ) : (
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => void navigate(`/pages/account-settings/${String(key)}`)}
        >
          <TabList aria-label="Settings">
            {tabs.map((t) => (
              <Tab key={t.id} id={t.id}>
                {t.label}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="general">
            <GeneralForm
              key={JSON.stringify(settings.general)}
              value={settings.general}
              onSave={(v) => save('general', v, 'General settings')}
            />
          </TabPanel>
          <TabPanel id="info">
            <InfoForm
              key={JSON.stringify(settings.info)}
              value={settings.info}
              onSave={(v) => save('info', v, 'Info')}
            />
          </TabPanel>
          <TabPanel id="social-links">
            <SocialForm
              key={JSON.stringify(settings.social.socialLinks)}
              value={settings.social.socialLinks}
              onSave={(v) => save('social', { ...settings.social, socialLinks: v }, 'Social links')}
            />
          </TabPanel>
          <TabPanel id="connections">
            <ToggleForm
              title="Connections"
              names={networkNames}
              value={settings.social.connections}
              kind="switch"
              onSave={(v) => save('social', { ...settings.social, connections: v }, 'Connections')}
            />
          </TabPanel>
          <TabPanel id="notifications">
            <ToggleForm
              title="E-mail notifications"
              names={notificationNames}
              value={settings.notification}
              kind="checkbox"
              onSave={(v) => save('notification', v, 'E-mail notifications')}
            />
          </TabPanel>
        </Tabs>
      )}
    </div>
  );
}

/** Reads a form's named text fields. */
function fieldsOf<T extends Record<string, string>>(
  event: FormEvent<HTMLFormElement>,
  keys: readonly (keyof T)[],
): T {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  return Object.fromEntries(keys.map((key) => [key, String(form.get(String(key)) ?? '').trim()])) as T;
}

function SaveRow({ onReset }: { onReset?: () => void }) {
  return (
    <div className={kit.row}>
      <Button type="submit">Save changes</Button>
      {onReset ? (
        <Button type="reset" variant="outline" tone="neutral" onPress={onReset}>
          Reset
        </Button>
      ) : (
        <Button type="reset" variant="outline" tone="neutral">
          Reset
        </Button>
      )}
    </div>
  );
}

function GeneralForm({
  value,
  onSave,
}: {
  value: AccountSettings['general'];
  onSave: (v: AccountSettings['general']) => void;
}) {
  return (
    <Card title="General" headingLevel={2}>
      <Form
        onSubmit={(e) =>
          onSave(fieldsOf<AccountSettings['general']>(e, ['username', 'fullName', 'email', 'company']))
        }
      >
        <div className={kit.formGrid}>
          <TextField
            name="username"
            label="Username"
            isRequired
            defaultValue={value.username}
            validate={(v) =>
              v && !USERNAME.test(v) ? '3 to 20 letters, digits, dots or underscores.' : null
            }
          />
          <TextField name="fullName" label="Full name" isRequired defaultValue={value.fullName} />
          <TextField name="email" label="E-mail" type="email" isRequired defaultValue={value.email} />
          <TextField name="company" label="Company" defaultValue={value.company} />
        </div>
        <SaveRow />
      </Form>
    </Card>
  );
}

function InfoForm({
  value,
  onSave,
}: {
  value: AccountSettings['info'];
  onSave: (v: AccountSettings['info']) => void;
}) {
  const [country, setCountry] = useState(value.country);
  return (
    <Card title="Info" headingLevel={2}>
      <Form
        onSubmit={(e) =>
          onSave({ ...fieldsOf(e, ['bio', 'dob', 'website', 'phone']), country } as AccountSettings['info'])
        }
      >
        <TextField
          name="bio"
          label="Bio"
          isMultiline
          rows={3}
          defaultValue={value.bio}
          validate={(v) => (v.length > 200 ? 'At most 200 characters.' : null)}
          description="At most 200 characters."
        />
        <div className={kit.formGrid}>
          <TextField name="dob" label="Birth date" type="date" defaultValue={value.dob} />
          <Select
            label="Country"
            options={countries}
            selectedKey={country}
            onSelectionChange={(key) => setCountry(String(key))}
          />
          <TextField name="website" label="Website" type="url" defaultValue={value.website} />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            defaultValue={value.phone}
            validate={(v) =>
              v && !/^[0-9 ()+-]{7,20}$/.test(v) ? 'Digits, spaces, ( ) + and - only.' : null
            }
          />
        </div>
        <SaveRow onReset={() => setCountry(value.country)} />
      </Form>
    </Card>
  );
}

function SocialForm({
  value,
  onSave,
}: {
  value: AccountSettings['social']['socialLinks'];
  onSave: (v: AccountSettings['social']['socialLinks']) => void;
}) {
  return (
    <Card title="Social links" headingLevel={2}>
      <Form onSubmit={(e) => onSave(fieldsOf<AccountSettings['social']['socialLinks']>(e, networks))}>
        <div className={kit.formGrid}>
          {networks.map((network) => (
            <TextField
              key={network}
              name={network}
              label={networkNames[network]}
              type="url"
              placeholder={`https://${network.toLowerCase()}.com/you`}
              defaultValue={value[network]}
            />
          ))}
        </div>
        <SaveRow />
      </Form>
    </Card>
  );
}

function ToggleForm<T extends Record<string, boolean>>({
  title,
  names,
  value,
  kind,
  onSave,
}: {
  title: string;
  names: Record<keyof T, string>;
  value: T;
  kind: 'switch' | 'checkbox';
  onSave: (v: T) => void;
}) {
  const [draft, setDraft] = useState(value);
  const keys = Object.keys(names) as (keyof T & string)[];
  return (
    <Card title={title} headingLevel={2}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(draft);
        }}
      >
        <div className={kit.plainList}>
          {keys.map((key) =>
            kind === 'switch' ? (
              <Switch key={key} isSelected={draft[key]} onChange={(on) => setDraft({ ...draft, [key]: on })}>
                {names[key]}
              </Switch>
            ) : (
              <Checkbox
                key={key}
                isSelected={draft[key]}
                onChange={(on) => setDraft({ ...draft, [key]: on })}
              >
                {names[key]}
              </Checkbox>
            ),
          )}
        </div>
        <SaveRow onReset={() => setDraft(value)} />
      </Form>
    </Card>
  );
}
