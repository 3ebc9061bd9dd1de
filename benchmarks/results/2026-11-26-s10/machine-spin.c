#include <stdio.h>
#include <time.h>
#include <stdlib.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(){ volatile unsigned long x=1; unsigned long s=0;
 size_t n=1<<22; unsigned *a=malloc(n*4); for(size_t i=0;i<n;i++)a[i]=i*2654435761u;
 for(int r=0;r<15;r++){ double t=now(); for(long i=0;i<100000000;i++){x=x*6364136223846793005UL+1;} double t1=now();
  size_t j=0; for(long i=0;i<20000000;i++){ j=(a[j&(n-1)]+i)&(n-1); s+=j;} double t2=now();
  printf("%.1f %.1f\n",(t1-t)*1000,(t2-t1)*1000); }
 return (int)(x+s)&1; }
