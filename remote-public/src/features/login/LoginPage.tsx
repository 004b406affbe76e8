export default function LoginPage() { return <p>Login</p>; }
