// A teacher whose account predates names (issue 51) has '' until they fill it in: learners are
// told so rather than shown nothing.
export const teacherNameShown = (name: string) => name || '(belum mengisi nama)';
