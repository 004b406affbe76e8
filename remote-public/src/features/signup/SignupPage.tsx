export default function SignupPage() { return <p>Sign up</p>; }
