import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { MASTERY_LABELS } from '../../../../core/mastery';
import type { TMasteryMap } from '../../../../core/reviews';
import { api, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const mapRoute = api.mastery.map;

/** The map as the server sends it: the outline (the same for every learner), then one level per subtopic in its order. */
export type TMasteryMapWire = InferResponseType<typeof mapRoute.$get, 200>;

/** Each subtopic of the outline with the learner's level beside it, as the map shows them. */
export function withLevels({ outline, levels }: TMasteryMapWire): TMasteryMap {
  let next = 0;
  return outline.map((category) => ({
    ...category,
    topics: category.topics.map((topic) => ({
      ...topic,
      subtopics: topic.subtopics.map((subtopic) => {
        const [level, reason] = levels[next++]!;
        return { ...subtopic, level, label: MASTERY_LABELS[level], reason };
      }),
    })),
  }));
}

export async function getMasteryMap(categoryId: string | null, signal?: AbortSignal) {
  return { mastery: withLevels(await callApi((options) => mapRoute.$get({ query: categoryId ? { categoryId } : {} }, options), { signal })) };
}

/**
 * The dashboard's map of levels (issue 34), asked for once the dashboard is shown, as the topic
 * page asks for its levels: the cards above it do not wait for up to 200 subtopics' levels. Under
 * the dashboard's key, so whatever refreshes the dashboard (an answer, a review) refreshes it too.
 */
export function useMasteryMap(categoryId: string | null) {
  return useQuery({
    queryKey: queryKeys.masteryMap(categoryId),
    queryFn: ({ signal }) => getMasteryMap(categoryId, signal),
    staleTime: 0,
    // Switching the category chip keeps the map on screen while the new one loads.
    placeholderData: keepPreviousData,
  });
}
