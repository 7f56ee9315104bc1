// The solution video as learners see it; the admin preview shows the same frame.
export function VideoEmbed({ embedUrl }: { embedUrl: string }) {
  return (
    <div className="mt-5 aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      <iframe
        src={embedUrl}
        title="Video pembahasan"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
      />
    </div>
  );
}
