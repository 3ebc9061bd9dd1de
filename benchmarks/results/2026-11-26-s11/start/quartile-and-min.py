import json,statistics as st,sys
def load(p):
    t={};m={}
    for r in json.load(open(p))['runs']:
        for o in r['ops']:
            key=(r['workload'],o['name'] if r['lib']!='google' else o['baseline'],r['lib'])
            t.setdefault(key,[]).append(o['medianNs']); m[(r['workload'],o['name'],r['lib'])]=o['baseline']
    return t,m
A,m=load(sys.argv[1]);B,_=load(sys.argv[2])
def q(v,f): v=sorted(v); return st.quantiles(v,n=4)[0] if f=='q1' else min(v)
for f in ('q1','min'):
    bad=0;out=[]
    for (w,op,lib),base in sorted(m.items()):
        if lib=='google': continue
        ra=q(A[(w,op,lib)],f)/q(A[(w,base,'google')],f); rb=q(B[(w,op,lib)],f)/q(B[(w,base,'google')],f)
        d=rb/ra-1; bad+=abs(d)>0.05; out.append(f"{w} {op}: {ra:.3f} {rb:.3f} {100*d:+.1f}%")
    print(f, bad, "of", len(out), "differ >5%"); print("\n".join(out))
