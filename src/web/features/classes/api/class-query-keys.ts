// The query keys of classes and assignments (issue 35). Every key is below `all`: joining or
// leaving a class refreshes everything a learner sees of classes (and the dashboard's card).
const all = ['classes'] as const;

export const classQueryKeys = {
  all,
  teaching: [...all, 'teaching'] as const,
  class: (classId: string) => [...all, 'class', classId] as const,
  memberships: [...all, 'memberships'] as const,
  preview: (code: string) => [...all, 'preview', code] as const,
  assignments: [...all, 'assignments'] as const,
  assignment: (assignmentId: string) => [...all, 'assignment', assignmentId] as const,
  report: (assignmentId: string) => [...all, 'report', assignmentId] as const,
  gradebook: (classId: string) => [...all, 'gradebook', classId] as const,
  teacherProblems: (query: Record<string, string>) => [...all, 'teacher-problems', query] as const,
};
