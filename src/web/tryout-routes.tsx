import { Route, Switch } from 'wouter';
import { AnswerFieldsContext } from './components/answer/answer-fields-context';
import { lazyComponent } from './components/lazy-component';
import { lazyPage, pageAt, type TLazyPage, type TPageRoute } from './components/lazy-page';
import { paths } from './routes';
import { tryoutRoutes } from './tryout-paths';

// Tryouts (issue 36) have their own route table in a chunk of their own, as classes do
// (app-routes.tsx loads it for /tryout paths): the code every page loads carries two entries for
// them, not four.

const pages = {
  tryouts: lazyPage(async () => (await import('./features/tryouts/tryouts-page')).TryoutsPage),
  tryout: lazyPage(async () => (await import('./features/tryouts/tryout-page')).TryoutPage),
  sitting: lazyPage(async () => (await import('./features/tryouts/sitting-page')).SittingPage),
  result: lazyPage(async () => (await import('./features/tryouts/result-page')).ResultPage),
  notFound: lazyPage(async () => (await import('./features/misc/not-found-page')).NotFoundPage),
} satisfies Record<string, TLazyPage>;

// The sitting's answer fields, from the problem page's chunk (components/answer/answer-fields-context.ts).
const answerFields = lazyComponent(async () => (await import('./features/practice/problem-page')).AnswerFields);

const routes: TPageRoute[] = [
  { path: paths.tryout, page: pages.tryouts },
  { path: tryoutRoutes.tryout, page: pages.tryout },
  { path: tryoutRoutes.sitting, page: pages.sitting },
  { path: tryoutRoutes.result, page: pages.result },
];

/** The tryout page `path` (below the basename, no trailing slash) renders; none: not found. */
export function tryoutPageFor(path: string): TLazyPage | undefined {
  return pageAt(routes, path)?.page;
}

export function TryoutRoutes() {
  return (
    <AnswerFieldsContext value={answerFields}>
      <Switch>
        {routes.map(({ path, page }) => (
          <Route key={path} path={path}>
            <page.Page />
          </Route>
        ))}
        <Route>
          <pages.notFound.Page />
        </Route>
      </Switch>
    </AnswerFieldsContext>
  );
}
