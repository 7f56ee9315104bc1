import { createContext, useContext, useEffect } from 'react';

const APP_NAME = 'Latihan Soal Matematika';

/** Where the server's render collects the page's title for <head> (entry-server.tsx). */
export type TTitleSink = { set: (title: string) => void };
export const TitleSinkContext = createContext<TTitleSink | null>(null);

export const documentTitle = (title?: string) => (title ? `${title} | ${APP_NAME}` : APP_NAME);

/**
 * Each page names itself for tabs and screen readers. On the server the title goes into the
 * HTML's <head>; in the browser it is set after every render that changes it. (React 19's
 * hoisted <title> is not used: a title rendered inside the hydrated root and one written into
 * <head> by the server do not agree after a client-side navigation.)
 */
export function PageTitle({ title }: { title?: string }) {
  const text = documentTitle(title);
  const sink = useContext(TitleSinkContext);
  sink?.set(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
