import { Route, Switch } from 'wouter';
import { lazyComponent } from './components/lazy-component';
import { lazyPage, pageAt, type TLazyPage, type TPageRoute } from './components/lazy-page';
import { classRoutes } from './class-paths';
import { paths } from './routes';

// Classes and assignments (issue 35) have their own route table in a chunk of their own, as the
// admin area does (app-routes.tsx loads it for /kelas and /tugas paths): the code every page loads
// carries two entries for them, not seven.

const pages = {
  classes: lazyPage(async () => (await import('./features/classes/classes-page')).ClassesPage),
  join: lazyPage(async () => (await import('./features/classes/join-page')).JoinPage),
  teacherClass: lazyPage(async () => (await import('./features/classes/class-page')).ClassPage),
  newAssignment: lazyPage(async () => (await import('./features/classes/new-assignment-page')).NewAssignmentPage),
  pupils: lazyPage(async () => (await import('./features/classes/pupils/pupils-page')).PupilsPage),
  pupilCards: lazyPage(async () => (await import('./features/classes/pupils/cards-page')).PupilCardsPage),
  assignments: lazyPage(async () => (await import('./features/classes/assignments-page')).AssignmentsPage),
  assignment: lazyPage(async () => (await import('./features/classes/assignment-page')).AssignmentPage),
  report: lazyPage(async () => (await import('./features/classes/report-page')).ReportPage),
  gradebook: lazyPage(async () => (await import('./features/classes/gradebook-page')).GradebookPage),
  notFound: lazyPage(async () => (await import('./features/misc/not-found-page')).NotFoundPage),
} satisfies Record<string, TLazyPage>;

// 'gabung' before ':classId': a class id is a uuid, never 'gabung'.
const routes: TPageRoute[] = [
  { path: paths.kelas, page: pages.classes },
  { path: classRoutes.join, page: pages.join },
  { path: classRoutes.class, page: pages.teacherClass },
  { path: classRoutes.newAssignment, page: pages.newAssignment },
  { path: classRoutes.pupils, page: pages.pupils },
  { path: classRoutes.pupilCards, page: pages.pupilCards },
  { path: classRoutes.gradebook, page: pages.gradebook },
  { path: paths.tugas, page: pages.assignments },
  { path: classRoutes.assignment, page: pages.assignment },
  { path: classRoutes.report, page: pages.report },
];

/** The class page `path` (below the basename, no trailing slash) renders; none: not found. */
export function classPageFor(path: string): TLazyPage | undefined {
  return pageAt(routes, path)?.page;
}

// An account without a name is asked for one above every class page (issue 51): teachers and
// learners see each other's names here. Loaded once the page is up, out of the pages' first JavaScript.
const namePrompt = lazyComponent(async () => (await import('./components/person-name/name-prompt-slot')).NamePromptSlot);

export function ClassRoutes() {
  return (
    <>
      <namePrompt.WhenLoaded fallback={null} className="mx-auto w-full max-w-5xl px-4 pt-6" />
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
    </>
  );
}
