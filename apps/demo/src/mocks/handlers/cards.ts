import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { cardData, cardRanges } from '../data/cards';
import { demoPath, fail } from '../http';

const rangeParam = z.enum(cardRanges).default('last-28-days');

function cardHandler(group: 'analytics' | 'statistics') {
  return http.get(demoPath(`/card/card-${group}/:name`), ({ request, params }) => {
    const range = rangeParam.safeParse(new URL(request.url).searchParams.get('range') ?? undefined);
    if (!range.success) return fail(400, `The range is one of ${cardRanges.join(', ')}.`);
    const data = cardData(group, String(params.name), range.data);
    return data ? HttpResponse.json(data) : fail(404, 'Card not found.');
  });
}

/** The dashboard cards: eight analytics and nine statistics cards, each for a range (default 28 days). */
export const cardHandlers = [cardHandler('analytics'), cardHandler('statistics')];
