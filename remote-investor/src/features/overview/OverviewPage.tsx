export default function OverviewPage() { return <p>Dashboard</p>; }
