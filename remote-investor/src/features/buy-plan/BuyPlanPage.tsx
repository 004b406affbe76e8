export default function BuyPlanPage() { return <p>Buy plan</p>; }
