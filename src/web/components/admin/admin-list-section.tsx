import type { ReactNode } from 'react';
import { LoadingMessage } from '../loading-message';
import { LoadError } from './load-error';
import { Pagination } from './pagination';

type TPagedQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type AdminListSectionProps<T extends { pageInfo: { hasMore: boolean } }> = {
  label: string;
  pageLabel: string;
  list: TPagedQuery<T>;
  page: number;
  onPage: (page: number) => void;
  loadingText?: string;
  failureMessage: string;
  /** The pager's text for a list that knows its total (Pagination). */
  summary?: (data: T) => string;
  children: (data: T) => ReactNode;
};

// Every paged admin list: loading, the on-screen failure with a retry, the rows, previous/next.
export function AdminListSection<T extends { pageInfo: { hasMore: boolean } }>({
  label,
  pageLabel,
  list,
  page,
  onPage,
  loadingText,
  failureMessage,
  summary,
  children,
}: AdminListSectionProps<T>) {
  return (
    <section aria-label={label} aria-busy={list.isFetching} className="mt-4">
      {list.isPending ? (
        <LoadingMessage text={loadingText} />
      ) : list.isError && !list.data ? (
        <LoadError message={failureMessage} onRetry={() => list.refetch()} />
      ) : list.data ? (
        <>
          {children(list.data)}
          <Pagination label={pageLabel} page={page} hasMore={list.data.pageInfo.hasMore} isFetching={list.isFetching} onPage={onPage} summary={summary?.(list.data)} />
        </>
      ) : null}
    </section>
  );
}
