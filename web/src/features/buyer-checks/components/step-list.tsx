/** A titled list of what is still to do (the buyer's missing items, the sourcer's steps): a region named by its title, nothing when empty. */
export function StepList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="buyer-checks__steps" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
