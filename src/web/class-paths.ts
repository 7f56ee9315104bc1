import { latsolPath, paths } from './routes';

// Classes and assignments (issue 35): route patterns, and links built with classPath so ids are
// always encoded. Not in routes.ts: that module travels with every page, these only with the
// class pages (class-routes.tsx) and the dashboard's 'Tugas' card.

export const classRoutes = {
  join: `${paths.kelas}/gabung/:code`,
  class: `${paths.kelas}/:classId`,
  newAssignment: `${paths.kelas}/:classId/tugas-baru`,
  pupils: `${paths.kelas}/:classId/siswa`,
  pupilCards: `${paths.kelas}/:classId/kartu-siswa`,
  gradebook: `${paths.kelas}/:classId/nilai`,
  assignment: `${paths.tugas}/:assignmentId`,
  report: `${paths.tugas}/:assignmentId/laporan`,
} as const;

const segment = encodeURIComponent;

export const classPath = {
  join: (code: string) => `${paths.kelas}/gabung/${segment(code)}`,
  class: (classId: string) => `${paths.kelas}/${segment(classId)}`,
  newAssignment: (classId: string) => `${classPath.class(classId)}/tugas-baru`,
  pupils: (classId: string) => `${classPath.class(classId)}/siswa`,
  pupilCards: (classId: string) => `${classPath.class(classId)}/kartu-siswa`,
  gradebook: (classId: string) => `${classPath.class(classId)}/nilai`,
  assignment: (assignmentId: string) => `${paths.tugas}/${segment(assignmentId)}`,
  report: (assignmentId: string) => `${classPath.assignment(assignmentId)}/laporan`,
  /** A problem worked from a Tugas (issue 51): its own page, in the assignment's mode. */
  assignmentProblem: (assignmentId: string, { categoryId, topicId, subtopicId }: TProblemPath, problemId: string) =>
    `${latsolPath.problem(categoryId, topicId, subtopicId, problemId)}?tugas=${segment(assignmentId)}`,
};

type TProblemPath = { categoryId: string; topicId: string; subtopicId: string };
