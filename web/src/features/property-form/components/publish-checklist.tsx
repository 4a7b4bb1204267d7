import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { checklistMessages, publishChecklist, type ChecklistFields } from '@shared/rules/publish-checklist';

/** Beyond the spec: the material information still missing, as warnings that never block publishing. */
export function PublishChecklist({ values }: { values: ChecklistFields }) {
  const missing = publishChecklist(values);
  return (
    <div className="pf-checklist" aria-labelledby="pf-checklist-title">
      <h3 className="pf-checklist__title" id="pf-checklist-title">
        Before publishing
      </h3>
      {missing.length === 0 ? (
        <p className="pf-checklist__ok">
          <CheckCircle2 size={18} aria-hidden="true" /> The material information buyers expect is all here.
        </p>
      ) : (
        <>
          <p className="pf-checklist__intro">Buyers expect this information. You can still publish without it.</p>
          <ul className="pf-checklist__list" aria-label="Missing information">
            {missing.map((item) => (
              <li key={item}>
                <AlertTriangle size={16} aria-hidden="true" /> {checklistMessages[item]}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
