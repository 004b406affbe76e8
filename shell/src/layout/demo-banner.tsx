export function DemoBanner() {
  return (
    <div className="demo-banner" role="note">
      Demo site: the deposit addresses are placeholders. Do not send real funds.
    </div>
  );
}
