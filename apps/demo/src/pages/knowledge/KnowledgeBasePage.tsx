import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Card, EmptyState, Icon, buttonClassName } from '@talent/ui';
import { swrFetcher } from '../../lib/api';
import { SearchBox } from '../../lib/SearchBox';
import type { KnowledgeQuestion } from '../../mocks/data/content';
import { PageState } from '../../lib/LoadStates';
import { paragraphsOf } from '../kit/richText';
import * as kit from '../kit/kit.css';
import * as pages from '../pages.css';

interface KnowledgeCategory {
  id: number;
  category: string;
  title: string;
  desc: string;
  questions: KnowledgeQuestion[];
}
interface Article {
  slug: string;
  category: string;
  title: string;
  lastUpdated: string;
  content: string;
  relatedQuestions: KnowledgeQuestion[];
}

const HOME = '/pages/knowledge-base';
const back = { to: HOME, label: 'Back to the knowledge base' };

/**
 * The knowledge base (spec 001 section 2) on three levels by slug: the category cards, a category's
 * questions, and a question's article. An unknown category or question shows the 404 state.
 */
export default function KnowledgeBasePage() {
  const { category, question } = useParams();
  const { data, error, mutate } = useSWR<KnowledgeCategory[]>(['/faq/data/category'], swrFetcher);
  if (!data) {
    return (
      <div className={pages.page}>
        <h1 className={pages.title}>Knowledge base</h1>
        <PageState what="the knowledge base" error={error} onRetry={() => void mutate()} />
      </div>
    );
  }
  if (!category) return <Categories categories={data} />;
  const found = data.find((c) => c.category === category);
  const asked = found && question ? found.questions.find((q) => q.slug === question) : undefined;
  if (!found || (question && !asked)) {
    return (
      <div className={pages.page}>
        <h1 className={pages.title}>Knowledge base</h1>
        <EmptyState
          kind="search"
          headingLevel={2}
          title={found ? 'No such question' : 'No such category'}
          description="The link is wrong, or the page was moved."
          action={
            <Link to={found ? `${HOME}/${found.category}` : HOME}>
              {found ? `Back to ${found.title}` : back.label}
            </Link>
          }
        />
      </div>
    );
  }
  return asked ? <Question category={found} slug={asked.slug} /> : <Category category={found} />;
}

function Categories({ categories }: { categories: KnowledgeCategory[] }) {
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const shown = categories
    .map((c) => ({ ...c, questions: c.questions.filter((x) => x.question.toLowerCase().includes(needle)) }))
    .filter((c) => !needle || c.questions.length > 0 || c.title.toLowerCase().includes(needle));
  return (
    <div className={pages.page}>
      <section className={kit.hero}>
        <h1 className={pages.title}>Knowledge base</h1>
        <p className={kit.muted}>Answers on the marketplace, uploads and billing.</p>
        <SearchBox label="Search the knowledge base" value={q} onChange={setQ} className={kit.heroSearch} />
      </section>
      {shown.length === 0 ? (
        <EmptyState kind="search" headingLevel={2} title="Nothing found" description="Try other words." />
      ) : (
        <ul className={kit.cards} aria-label="Categories">
          {shown.map((c) => (
            <li key={c.category}>
              <Card title={c.title}>
                <p className={kit.muted}>{c.desc}</p>
                <ul className={kit.plainList}>
                  {c.questions.map((x) => (
                    <li key={x.slug}>
                      <Link className={kit.link} to={`${HOME}/${c.category}/${x.slug}`}>
                        {x.question}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link className={kit.link} to={`${HOME}/${c.category}`}>
                  All of {c.title.toLowerCase()}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Category({ category }: { category: KnowledgeCategory }) {
  return (
    <div className={pages.page}>
      <div className={kit.head}>
        <h1 className={pages.title}>{category.title}</h1>
        <Link className={buttonClassName({ variant: 'outline', tone: 'neutral' })} to={HOME}>
          {back.label}
        </Link>
      </div>
      <Card aria-label={`Questions on ${category.title.toLowerCase()}`}>
        <p className={kit.muted}>{category.desc}</p>
        <ul className={kit.plainList}>
          {category.questions.map((x) => (
            <li key={x.slug} className={kit.row}>
              <Icon name="file" size={16} />
              <Link className={kit.link} to={`${HOME}/${category.category}/${x.slug}`}>
                {x.question}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function Question({ category, slug }: { category: KnowledgeCategory; slug: string }) {
  const { data, error, mutate } = useSWR<Article>(['/faq/data/question', { slug }], swrFetcher);
  return (
    <div className={pages.page}>
      <div className={kit.head}>
        <h1 className={pages.title}>{category.questions.find((q) => q.slug === slug)!.question}</h1>
        <Link
          className={buttonClassName({ variant: 'outline', tone: 'neutral' })}
          to={`${HOME}/${category.category}`}
        >
          Back to {category.title}
        </Link>
      </div>
      {!data ? (
        <PageState what="the article" error={error} onRetry={() => void mutate()} back={back} />
      ) : (
        <div className={kit.withSide}>
          <Card aria-label="Article">
            <p className={kit.small}>Last updated {data.lastUpdated}</p>
            {paragraphsOf(data.content).map((text, i) => (
              <p key={i} className={kit.text}>
                {text}
              </p>
            ))}
          </Card>
          <Card title="Related questions">
            <ul className={kit.plainList}>
              {data.relatedQuestions.map((x) => (
                <li key={x.slug}>
                  <Link className={kit.link} to={`${HOME}/${category.category}/${x.slug}`}>
                    {x.question}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
    </div>
  );
}
