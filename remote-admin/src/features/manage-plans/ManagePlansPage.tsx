export default function ManagePlansPage() { return <p>Manage plans</p>; }
