/** One file's upload: its name and a progress bar (indeterminate while it is optimised or checked). */
export interface UploadProgressItem {
  id: string;
  name: string;
  /** 0..1 while sending; null while optimising or while the server checks it. */
  progress: number | null;
  stage: 'optimising' | 'uploading' | 'processing';
}

const stageText = { optimising: 'Optimising', uploading: 'Uploading', processing: 'Checking' } as const;

export function UploadProgressList({ items }: { items: readonly UploadProgressItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label="Uploads in progress">
      {items.map((item) => {
        const percent = item.progress === null ? null : Math.round(item.progress * 100);
        const label = `${stageText[item.stage]} ${item.name}${percent === null ? '' : ` ${percent}%`}`;
        return (
          <li key={item.id} className="upload-progress__item">
            <span className="upload-progress__name">{item.name}</span>
            <progress className="upload-progress__bar" aria-label={label} max={100} {...(percent === null ? {} : { value: percent })} />
            <span className="upload-progress__stage" aria-hidden="true">
              {percent === null || item.stage !== 'uploading' ? stageText[item.stage] : `${percent}%`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
