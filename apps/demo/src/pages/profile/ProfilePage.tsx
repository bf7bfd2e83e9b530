import useSWR from 'swr';
import { Alert, Avatar, Badge, Card, Icon } from '@talent/ui';
import { swrFetcher } from '../../lib/api';
import type { profileFixture } from '../../mocks/data/content';
import { PageState } from '../../lib/LoadStates';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';
import * as css from './profile.css';

type Profile = ReturnType<typeof profileFixture>;

/**
 * The demo profile (spec 001 sections 2 and 3): header with cover, avatar and the 100% completion notice,
 * about, the company statements with their keyName, profile compliances, suggested pages, feeds, posts,
 * photos and polls.
 */
export default function ProfilePage() {
  const { data, error, mutate } = useSWR<Profile>(['/profile/data'], swrFetcher);
  if (!data) {
    return (
      <div className={pages.page}>
        <h1 className={pages.title}>Profile</h1>
        <PageState what="the profile" error={error} onRetry={() => void mutate()} />
      </div>
    );
  }
  const { header, userAbout } = data;
  return (
    <div className={pages.page}>
      <section className={css.header} aria-labelledby="profile-name">
        <div className={css.cover} aria-hidden="true" />
        <div className={css.identity}>
          <Avatar name={header.username} src={header.avatar || null} size="lg" className={css.avatar} />
          <div className={kit.stack}>
            <h1 id="profile-name" className={pages.title}>
              {header.username}
            </h1>
            <div className={kit.row}>
              <span className={kit.muted}>{header.designation}</span>
              <Badge tone="info">{header.userType}</Badge>
            </div>
          </div>
          <div className={css.completion}>
            <label htmlFor="profile-completion" className={kit.small}>
              Profile completion {header.completion}%
            </label>
            <progress id="profile-completion" className={css.progress} max={100} value={header.completion} />
          </div>
        </div>
      </section>
      {header.completion < 100 ? (
        <Alert tone="caution" title="Your profile is not complete">
          {header.completionNotice}
        </Alert>
      ) : null}
      <div className={kit.sideFirst}>
        <div className={kit.stack}>
          <Card title="About">
            <p className={kit.text}>{userAbout.about}</p>
            <dl className={kit.facts}>
              <dt>Joined</dt>
              <dd>{userAbout.joined}</dd>
              <dt>Lives</dt>
              <dd>{userAbout.lives}</dd>
              <dt>E-mail</dt>
              <dd>{userAbout.email}</dd>
              <dt>Mobile</dt>
              <dd>{userAbout.mobile}</dd>
              <dt>Coins</dt>
              <dd>{userAbout.coin}</dd>
            </dl>
          </Card>
          <Card title="Profile compliances">
            <ul className={kit.plainList}>
              {data.profileCompliances.map((item) => (
                <li key={item.title} className={kit.row}>
                  <span className={item.done ? css.done : css.todo}>
                    <Icon name={item.done ? 'check' : 'circle'} size={16} />
                  </span>
                  {item.title}
                  <span className={css.hidden}>{item.done ? ' (done)' : ' (to do)'}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Suggested pages">
            <ul className={kit.plainList}>
              {data.suggestedPages.map((page) => (
                <li key={page.username} className={kit.row}>
                  <Avatar name={page.username} src={page.avatar || null} size="sm" isDecorative />
                  <span className={kit.stack}>
                    <span className={kit.text}>{page.username}</span>
                    <span className={kit.small}>{page.subtitle}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <div className={kit.stack}>
          <Card title="Company statements">
            {data.companyAbout.map((statement) => (
              <section key={statement.keyName} aria-labelledby={`statement-${statement.keyName}`}>
                <h3 id={`statement-${statement.keyName}`} className={css.subTitle}>
                  {statement.title}
                </h3>
                <p className={kit.text}>{statement.text}</p>
                <code className={kit.small}>{statement.keyName}</code>
              </section>
            ))}
          </Card>
          <Card title="Feeds">
            <ul className={kit.plainList}>
              {data.feeds.map((feed) => (
                <li key={feed.id} className={kit.stack}>
                  <span className={kit.row}>
                    <Avatar name={feed.author} size="sm" isDecorative />
                    <strong className={kit.text}>{feed.author}</strong>
                  </span>
                  <p className={kit.text}>{feed.text}</p>
                  <span className={kit.small}>{feed.likes} likes</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Posts">
            <ul className={kit.plainList}>
              {data.posts.map((post) => (
                <li key={post.id}>
                  <h3 className={css.subTitle}>{post.title}</h3>
                  <p className={kit.muted}>{post.excerpt}</p>
                  <span className={kit.small}>{post.comments} comments</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Photos">
            <ul className={css.photos} aria-label="Photos">
              {data.photos.map((src, i) => (
                <li key={i} className={css.photo}>
                  {src ? (
                    <img src={src} alt={`Shared by ${header.username}, ${i + 1}`} />
                  ) : (
                    <span className={css.hidden}>Photo {i + 1}</span>
                  )}
                </li>
              ))}
            </ul>
          </Card>
          <Card title="Polls">
            {data.polls.map((poll) => {
              const total = poll.answers.reduce((sum, a) => sum + a.votes, 0);
              return (
                <section key={poll.question} className={kit.stack} aria-label={poll.question}>
                  <h3 className={css.subTitle}>{poll.question}</h3>
                  {poll.answers.map((answer) => {
                    const share = total ? Math.round((answer.votes / total) * 100) : 0;
                    return (
                      <div key={answer.text} className={kit.stack}>
                        <span className={kit.text}>
                          {answer.text}: {answer.votes} votes ({share}%)
                        </span>
                        <meter
                          className={css.progress}
                          min={0}
                          max={100}
                          value={share}
                          aria-label={answer.text}
                        />
                      </div>
                    );
                  })}
                </section>
              );
            })}
          </Card>
        </div>
      </div>
    </div>
  );
}
